import type { Lang, RoleId } from "@lendkit/core";
import { useLayoutEffect } from "react";
import { Link, matchPath, navigate, useLocation } from "../shared/router.js";
import type { StoredUser } from "../shared/session.js";
import { appText } from "../shared/texts.js";
import { appRoutes } from "./routes.js";

/** The top bar's links: the routes with a `nav` text that the role may open. */
export const Navigation = ({ lang, role }: { readonly lang: Lang; readonly role: RoleId }) => {
  const location = useLocation();
  const links = appRoutes.filter((route) => route.nav && route.allows(role));
  return (
    <nav aria-label={appText(lang, "app.name")}>
      {links.map((route) => (
        <Link key={route.pattern} to={route.pattern} aria-current={location.split("?")[0]!.startsWith(route.pattern) ? "page" : undefined}>
          {appText(lang, route.nav!)}
        </Link>
      ))}
    </nav>
  );
};

/** The page of the current path that the role may open; `/` goes to the role's first section. */
export const Routed = ({ lang, user }: { readonly lang: Lang; readonly user: StoredUser }) => {
  const location = useLocation();
  const role = user.userRole as RoleId;
  const path = location.split("?")[0]!;
  const home = appRoutes.find((route) => route.nav && route.allows(role));
  // Before paint, in the same task as the render: a link followed right after sign-in is not replaced by this redirect.
  useLayoutEffect(() => {
    if (path === "/" && home) navigate(home.pattern, { replace: true });
  }, [path, home]);
  for (const route of appRoutes) {
    const params = matchPath(route.pattern, path);
    if (params && route.allows(role)) {
      const Page = route.page;
      return <Page lang={lang} user={user} params={params} />;
    }
  }
  return <h1>{appText(lang, "home.welcome", { name: `${user.firstName} ${user.lastName}`.trim() || user.userName })}</h1>;
};
