import { afterEach, describe, expect, it, vi } from "vitest";
import { sendWithProgress } from "./upload-with-progress";

/** An XMLHttpRequest whose answer the test decides: a status with a body, or a network failure. */
function fakeXhr(outcome: { status: number; body: string } | "network-error") {
  return class {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        if (outcome === "network-error") return this.onerror?.();
        this.status = outcome.status;
        this.responseText = outcome.body;
        this.onload?.();
      });
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("an upload's outcome (account.md §8: upload failure returns the error status or 500)", () => {
  it.each([
    ["accepted", { status: 200, body: '{"ok":true}' }, { status: 200, data: { ok: true } }, [0.5, 1]],
    ["refused as too large", { status: 413, body: '{"code":"file_too_large"}' }, { status: 413, data: { code: "file_too_large" } }, [0.5]],
    ["refused without a body", { status: 502, body: "" }, { status: 502, data: null }, [0.5]],
    ["lost to a network failure", "network-error", { status: 500, data: null }, [0.5]],
  ] as const)("%s", async (_case, outcome, expected, progress) => {
    vi.stubGlobal("XMLHttpRequest", fakeXhr(outcome));
    const onProgress = vi.fn();
    expect(await sendWithProgress("PUT", "https://uploads.example.com/dl/1", new Blob(["scan"]), onProgress)).toEqual(expected);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual(progress);
  });
});
