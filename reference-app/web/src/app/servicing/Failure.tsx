import type { Lang } from "@lendkit/core";
import { failureLines } from "./names.js";

/** A failed action's words (the server's message, or the screens' own), as one alert, after `lead` when given. */
export const Failure = ({ lang, error, lead }: { lang: Lang; error: unknown; lead?: string }) => {
  if (error === null || error === undefined) return null;
  const [first, ...rest] = failureLines(lang, error);
  return (
    <div className="error srv-failure" role="alert">
      {lead ? <p>{lead}</p> : null}
      <p>{first}</p>
      {rest.length > 0 ? (
        <ul>
          {rest.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
