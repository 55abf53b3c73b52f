import { style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

export const wrapper = style({ marginBlock: vars.space.lg });
export const bordered = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const movedUp = style({ marginTop: `calc(-1 * ${vars.space.md})` });
export const movedDown = style({ marginTop: vars.space.xl });

/** 16:9 player that fills the dialog's width. */
export const video = style({ position: "relative", width: "min(80vw, 960px)", maxWidth: "100%", aspectRatio: "16 / 9", background: "#000" });
export const videoFrame = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });
