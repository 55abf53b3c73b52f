import { styleVariants } from "@vanilla-extract/css";
import { vars } from "@/ui/theme.css";

const line = { border: 0, borderTop: `1px solid ${vars.color.border}` } as const;
export const divider = styleVariants({
  small: { ...line, marginBlock: vars.space.md },
  medium: { ...line, marginBlock: vars.space.xl },
  large: { ...line, marginBlock: vars.space.xxl },
});
