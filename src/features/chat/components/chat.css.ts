import { style } from "@vanilla-extract/css";
import { media } from "@/ui/breakpoints";
import { vars } from "@/ui/theme.css";

export const widget = style({
  display: "grid",
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(200px, 1fr) 3fr" } },
});

export const list = style({ display: "grid", gap: vars.space.xs, alignContent: "start", listStyle: "none", margin: 0, padding: 0 });
export const listItem = style({
  display: "grid",
  gap: vars.space.xxs,
  width: "100%",
  textAlign: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&[aria-current='true']": { background: vars.color.surface, borderColor: vars.color.brand } },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const preview = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", margin: 0 });

export const thread = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });
export const log = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  maxHeight: "420px",
  overflowY: "auto",
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  minHeight: "120px",
});
const bubble = style({
  maxWidth: "80%",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.xxs,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
export const customerMessage = style([bubble, { alignSelf: "flex-end", background: vars.color.brand, color: vars.color.brandContrast }]);
export const agentMessage = style([bubble, { alignSelf: "flex-start", background: vars.color.background, border: `1px solid ${vars.color.border}` }]);
export const meta = style({ fontSize: vars.fontSize.sm, opacity: 0.8, margin: 0 });
export const attachmentLink = style({ color: "inherit", textDecoration: "underline" });
export const retry = style({
  alignSelf: "flex-end",
  background: "transparent",
  border: 0,
  padding: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.orange,
  color: vars.color.orangeText,
});
export const goodNotice = style([notice, { background: vars.color.green, color: vars.color.greenText }]);

export const composer = style({ display: "grid", gap: vars.space.sm });
export const textarea = style({
  width: "100%",
  minHeight: "96px",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  resize: "vertical",
});
export const files = style({ display: "grid", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const fileRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const progress = style({ flex: "1 1 120px", minWidth: "120px" });
export const attachLabel = style({ cursor: "pointer" });
