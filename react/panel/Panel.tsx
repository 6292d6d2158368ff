import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { Button, Heading } from "react-aria-components";
import type { LendkitHistory } from "../provider/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { usePanel, type PanelMode } from "./usePanel.js";
import { useViewportWidth } from "./usePanelWidth.js";

/** The state the root's `className` and `style` may be computed from. */
export interface PanelRenderState {
  readonly mode: PanelMode;
  /** The computed width in px. */
  readonly width: number;
}

/** Props of `Panel`: its own, plus DOM props for the root `section`. */
export type PanelProps = PanelOwnProps & DomProps<HTMLElement, PanelRenderState, PanelOwnProps>;

/** The panel's own props. */
export interface PanelOwnProps {
  /** The title in the header. */
  readonly title: ReactNode;
  /** Header mode, exposed as `data-mode` (normal, editing, training); "normal" by default. */
  readonly mode?: PanelMode;
  /** Shows the back arrow, which goes one step back in history. */
  readonly showBack?: boolean;
  /** A custom back action; shows the back arrow and replaces the history step. */
  readonly onBack?: () => void;
  /** Shows the close X and is called by it. */
  readonly onClose?: () => void;
  /** Viewport width for the width rule; the window's, followed on resize, when missing. */
  readonly viewportWidth?: number;
  /** History to go back in; the provider's when missing. */
  readonly history?: LendkitHistory;
  /** Heading level of the title; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Back arrow content (an icon); its accessible name is "Retour"/"Back". */
  readonly backIcon?: ReactNode;
  /** Close X content (an icon); its accessible name is "Fermer"/"Close". */
  readonly closeIcon?: ReactNode;
  /** The panel's body. */
  readonly children?: ReactNode;
}

/**
 * A titled card (A §2) with an optional back arrow or close X; its header
 * mode is a data attribute and its width follows the one-third / 360 px rule.
 *
 * @example
 * <Panel title="Contrat 1234" mode="editing" showBack>
 *   <ContractForm />
 * </Panel>
 */
export const Panel = /* @__PURE__ */ forwardRef(function Panel({ viewportWidth, ...props }: PanelProps, ref: ForwardedRef<HTMLElement>) {
  const measured = useViewportWidth();
  return <PanelView {...props} viewportWidth={viewportWidth ?? measured} forwardedRef={ref} />;
});

const PanelView = ({
  title,
  mode,
  showBack,
  onBack,
  onClose,
  viewportWidth,
  history,
  headingLevel = 2,
  backIcon = "←",
  closeIcon = "×",
  children,
  forwardedRef,
  ...dom
}: PanelProps & { viewportWidth: number; forwardedRef: ForwardedRef<HTMLElement> }) => {
  const { panelProps, titleProps, backButtonProps, closeButtonProps } = usePanel({
    mode,
    showBack,
    onBack,
    onClose,
    viewportWidth,
    history,
  });
  return (
    <section
      {...mergeDomProps(dom, { mode: mode ?? "normal", width: Number(panelProps.style.width) }, { ...panelProps, "data-lendkit": "panel" })}
      ref={forwardedRef}
    >
      <header data-part="header" data-mode={panelProps["data-mode"]}>
        {backButtonProps && (
          <Button {...backButtonProps} data-part="back">
            <span aria-hidden="true">{backIcon}</span>
          </Button>
        )}
        <Heading {...titleProps} level={headingLevel} data-part="title">
          {title}
        </Heading>
        {closeButtonProps && (
          <Button {...closeButtonProps} data-part="close">
            <span aria-hidden="true">{closeIcon}</span>
          </Button>
        )}
      </header>
      <div data-part="body">{children}</div>
    </section>
  );
};
