import { describe, expect, it } from "vitest";
import { replacesSharedState, sourceFiles, testFiles } from "../helpers/test-isolation";

describe("which test files share their worker's modules", () => {
  it("no file but a test file replaces a module, a global, the environment or the clock", () => {
    const helpers = sourceFiles().filter((file) => !/\.test\.tsx?$/.test(file) && file !== "tests/helpers/test-isolation.ts");
    expect(helpers.filter(replacesSharedState)).toEqual([]);
  });

  it("a file that stubs the environment or mocks a module runs alone, the others share", () => {
    const node = testFiles(".test.ts");
    const dom = testFiles(".test.tsx");
    expect(node.isolated).toContain("src/bff/security/upload-content.test.ts"); // vi.stubEnv
    expect(dom.isolated).toContain("src/modules/chat/chat.test.tsx"); // vi.mock
    expect(node.shared).toContain("src/bff/security/bad-input.fuzz.test.ts");
    expect(node.shared).toContain("tests/unit/test-isolation.test.ts");
  });
});
