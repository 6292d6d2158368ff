import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useNotification } from "./useNotification.js";
import { useNotificationsState } from "./useNotificationsState.js";

export default { title: "Notification / Hooks" };

const QueueConsumer = () => {
  const queue = useNotificationsState({ max: 3 });
  return (
    <Inspect name="useNotificationsState" value={queue.notifications}>
      <button type="button" onClick={() => queue.push({ type: "info", message: "Saved" })}>
        Push
      </button>
      <button type="button" onClick={queue.clear}>
        Clear
      </button>
    </Inspect>
  );
};

/** `useNotificationsState`: a queue of at most three notifications, pushed and cleared by plain buttons. */
export const NotificationsState: Story = () => (
  <LendkitProvider defaultLang="en">
    <QueueConsumer />
  </LendkitProvider>
);

const OneConsumer = () => {
  const notification = { id: "1", type: "warning" as const, title: "Heads up", message: "The contract is not signed yet." };
  const { rootProps, closeButtonProps } = useNotification({ notification, onDismiss: () => undefined });
  return (
    <Inspect name="useNotification" value={rootProps}>
      <div {...rootProps}>
        {notification.message}
        <Button {...closeButtonProps}>×</Button>
      </div>
    </Inspect>
  );
};

/** `useNotification`: one notification's role, data attributes and close button on plain elements. */
export const Notification: Story = () => (
  <LendkitProvider defaultLang="fr">
    <OneConsumer />
  </LendkitProvider>
);
