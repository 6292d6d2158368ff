import type { Story } from "@ladle/react";
import { commonMessages } from "@lendkit/core";
import type { Lang } from "@lendkit/core";
import { LendkitProvider, useMessages } from "../provider/index.js";
import { NotificationRegion } from "./NotificationRegion.js";
import { NotificationsProvider, useNotifications } from "./NotificationsProvider.js";
import { Notification } from "./Notification.js";
import { notificationTypes } from "./types.js";

export default { title: "Notification" };

const Buttons = () => {
  const { push } = useNotifications();
  const t = useMessages(commonMessages);
  return (
    <div>
      {notificationTypes.map((type) => (
        <button key={type} type="button" onClick={() => push({ type, message: `${type}: ${t("common.genericError")}` })}>
          {type}
        </button>
      ))}
      <button type="button" onClick={() => push({ type: "success", message: t("common.loading"), autoHideMs: 3000 })}>
        success, 3 s
      </button>
    </div>
  );
};

const Playground = ({ lang }: { lang: Lang }) => (
  <LendkitProvider defaultLang={lang}>
    <NotificationsProvider max={5}>
      <Buttons />
      <NotificationRegion />
    </NotificationsProvider>
  </LendkitProvider>
);

/** Push each type; one hides itself after 3 s (paused while hovered or focused). */
export const QueueFrench: Story = () => <Playground lang="fr" />;
/** Same in English. */
export const QueueEnglish: Story = () => <Playground lang="en" />;

const All = ({ lang }: { lang: Lang }) => (
  <LendkitProvider defaultLang={lang}>
    <div data-position="top-right">
      {notificationTypes.map((type) => (
        <Notification key={type} notification={{ id: type, type, title: type, message: type }} onDismiss={() => {}} />
      ))}
    </div>
  </LendkitProvider>
);

/** Every type at once, French close buttons. */
export const EveryTypeFrench: Story = () => <All lang="fr" />;
/** Every type at once, English close buttons. */
export const EveryTypeEnglish: Story = () => <All lang="en" />;
