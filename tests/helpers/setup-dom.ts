import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadDynamicComponents } from "./next-dynamic";

// The test file's imports have defined their lazily loaded components by now (next-dynamic.tsx).
beforeAll(() => loadDynamicComponents());
afterEach(() => cleanup());

// jsdom lays nothing out and has no scrollIntoView; a component that brings an element into view
// (the chat's newest message) calls it, and a test may spy on it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
