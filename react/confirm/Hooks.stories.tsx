import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useConfirmOperation } from "./useConfirmOperation.js";
import { useConfirmOperationState } from "./useConfirmOperationState.js";

export default { title: "Confirm operation / Hooks" };

const StateConsumer = () => {
  const state = useConfirmOperationState();
  return (
    <Inspect name="useConfirmOperationState" value={state}>
      <button type="button" onClick={state.isOpen ? state.close : state.open}>
        {state.isOpen ? "Close" : "Open"}
      </button>
    </Inspect>
  );
};

/** `useConfirmOperationState`: the open and running flags. */
export const ConfirmOperationState: Story = () => <StateConsumer />;

const OperationConsumer = () => {
  const aria = useConfirmOperation({ defaultOpen: true, operation: () => new Promise((resolve) => setTimeout(resolve, 800)) });
  return (
    <Inspect name="useConfirmOperation" value={aria.state}>
      {aria.state.isOpen ? (
        <div>
          <Button {...aria.cancelButtonProps} />
          <Button {...aria.submitButtonProps} />
        </div>
      ) : (
        <button type="button" onClick={aria.state.open}>
          Open again
        </button>
      )}
    </Inspect>
  );
};

/** `useConfirmOperation`: Submit runs the operation (pending meanwhile, Cancel disabled), then closes. */
export const ConfirmOperation: Story = () => (
  <LendkitProvider defaultLang="fr">
    <OperationConsumer />
  </LendkitProvider>
);
