import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { usePanel } from "./usePanel.js";
import { usePanelWidth, useViewportWidth } from "./usePanelWidth.js";

export default { title: "Panel / Hooks" };

const PanelConsumer = () => {
  const { panelProps, titleProps, closeButtonProps } = usePanel({ mode: "editing", viewportWidth: 1500, onClose: () => undefined });
  return (
    <Inspect name="usePanel" value={panelProps}>
      <section {...panelProps}>
        <h3 {...titleProps}>Contract 1234</h3>
        {closeButtonProps && <Button {...closeButtonProps}>×</Button>}
      </section>
    </Inspect>
  );
};

/** `usePanel`: the panel's section, title and close button props on plain elements. */
export const Panel: Story = () => (
  <LendkitProvider defaultLang="en">
    <PanelConsumer />
  </LendkitProvider>
);

const WidthConsumer = () => {
  const viewport = useViewportWidth();
  const style = usePanelWidth(viewport);
  return (
    <Inspect name="useViewportWidth / usePanelWidth" value={{ viewport, style }}>
      <div style={{ ...style, outline: "1px dashed" }}>One third of the window, never under 360 px.</div>
    </Inspect>
  );
};

/** `useViewportWidth` and `usePanelWidth`: the window's width (followed on resize) and the panel width rule. */
export const Width: Story = () => <WidthConsumer />;
