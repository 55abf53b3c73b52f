import { style } from "@vanilla-extract/css";

/** On the text's baseline like a letter, and never squeezed in a flex row. */
export const icon = style({ display: "inline-block", verticalAlign: "-0.125em", flexShrink: 0 });
