import { style } from "@vanilla-extract/css";

/** The wrapper lays out as its children: the selector's list keeps its place in the section's layout. */
export const contents = style({ display: "contents" });
