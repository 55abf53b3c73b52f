import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

/**
 * Editors' edit links stay out of the way of what they are looking at: each shows while its module
 * is hovered, or once it has the keyboard's focus (it stays in the tab order throughout).
 */
export const editable = style({ position: "relative" });
export const editLink = style({
  display: "inline-block",
  fontSize: vars.fontSize.sm,
  opacity: 0,
  transition: "opacity 120ms",
  selectors: { "&:focus, &:focus-visible": { opacity: 1 } },
});
globalStyle(`${editable}:hover > ${editLink}, ${editable}:focus-within > ${editLink}`, { opacity: 1 });

/** One gallery example: separated from the next and captioned. */
export const example = style([
  editable,
  {
    margin: `0 0 ${vars.space.lg}`,
    padding: vars.space.md,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xs });
export const examples = style({ display: "grid", gap: vars.space.md });
/** A modal's content as it opens, drawn in place: framed like a dialog, not laid over the gallery. */
export const modalPreview = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
