import { translator, type DomainCatalog } from "@lendkit/core";

/**
 * The reference app's own texts (screens around the library's pieces),
 * English first; the French table must have the same keys.
 */
const en = {
  "app.name": "Lendkit",
  "app.skip": "Skip to content",
  "app.language": "Language",
  "app.switchTo": "Français",
  "login.title": "Staff sign-in",
  "login.tenant": "Lender",
  "login.tenantsFailed": "The lenders could not be loaded. Please reload the page.",
  "login.username": "Username",
  "login.password": "Password",
  "login.submit": "Sign in",
  "login.busy": "Signing in…",
  "login.sessionEnded": "Your session has ended. Please sign in again.",
  "login.demo": "Demo: any demo login with the password shown when the server starts.",
  "nav.contracts": "Contracts",
  "nav.customers": "Customers",
  "nav.deferrals": "Deferral requests",
  "nav.bankReviews": "Bank statements",
  "nav.paymentFiles": "Payment files",
  "nav.collections": "Collections",
  "nav.signOut": "Sign out",
  "nav.signedInAs": "Signed in as {name}",
  "home.welcome": "Welcome, {name}",
  "lead.loading": "Please wait! Loading...",
} as const;

const fr: { readonly [K in keyof typeof en]: string } = {
  "app.name": "Lendkit",
  "app.skip": "Aller au contenu",
  "app.language": "Langue",
  "app.switchTo": "English",
  "login.title": "Connexion du personnel",
  "login.tenant": "Prêteur",
  "login.tenantsFailed": "Les prêteurs n'ont pas pu être chargés. Veuillez recharger la page.",
  "login.username": "Nom d'utilisateur",
  "login.password": "Mot de passe",
  "login.submit": "Se connecter",
  "login.busy": "Connexion…",
  "login.sessionEnded": "Votre session a pris fin. Veuillez vous reconnecter.",
  "login.demo": "Démo\u00a0: tout identifiant de démonstration, avec le mot de passe affiché au démarrage du serveur.",
  "nav.contracts": "Contrats",
  "nav.customers": "Clients",
  "nav.deferrals": "Demandes de report",
  "nav.bankReviews": "Relevés bancaires",
  "nav.paymentFiles": "Fichiers de paiements",
  "nav.collections": "Recouvrement",
  "nav.signOut": "Se déconnecter",
  "nav.signedInAs": "Connecté\u00a0: {name}",
  "home.welcome": "Bienvenue, {name}",
  "lead.loading": "Veuillez patienter\u00a0! Chargement...",
};

export type AppTextKey = keyof typeof en;

export const appTexts: DomainCatalog<AppTextKey> = { en, fr };

/** The app text of `key` in `lang`, from core's `translator`: `{name}` placeholders filled as core's `t` fills them. */
export const appText = translator(appTexts);
