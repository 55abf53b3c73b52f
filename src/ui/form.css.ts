import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The form field parts every form of the portal shares (content step forms and feature forms). */
export const field = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600 });
export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const input = style({
  font: "inherit",
  // A select is as wide as its longest option unless told otherwise: on a 320 px phone the damage
  // form's defect list pushed the page 74 px wider than the screen (2026-11-29).
  minWidth: 0,
  maxWidth: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    // A stored value that cannot be changed any more (account.md §5) does not look like a field to type in.
    "&[readonly]": { background: vars.color.surface, borderStyle: "dashed", color: vars.color.textMuted, cursor: "default" },
  },
});
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.xs });
/**
 * A wrapper with no box of its own: the fieldset that keeps controls inert until hydration. Its
 * children lay out as the form's own (`display: contents`); `disabled` still reaches them.
 */
export const bareFieldset = style({ display: "contents", border: 0, padding: 0, margin: 0, minWidth: 0 });
