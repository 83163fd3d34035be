/**
 * Text a visitor wrote, isolated from the text around it: a name holding a right-to-left override
 * (`Admin\u202Egnp.exe`, shown as "Adminexe.png") can reorder only itself, never the staff
 * screen's own words beside it. <bdi> is the HTML element for exactly this.
 */
export default function VisitorText({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}
