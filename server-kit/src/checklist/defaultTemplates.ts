import type { Bilingual } from "@lendkit/core";
import type { ContractProduct } from "./scope.js";

/**
 * The checklist a tenant starts with for each product, seeded the first time
 * one of its contracts' checklist is read. Labels are data in both languages
 * (the tenant may edit its copy); they stay out of core's checklist catalog
 * so the panel's bundle does not carry texts only the server uses.
 *
 * `external` items are the "Marchand" list: documents the dealer collects,
 * which Merchant, FAndI and AdminRep may check (A §5, §6). The others are
 * the provider's own verifications, on the admins' "Interne" tab only.
 */

/** One item of a default template. */
export interface DefaultChecklistItem {
  readonly description: Bilingual;
  readonly external: boolean;
}

/** One category of a default template, with its items in order. */
export interface DefaultChecklistCategory {
  readonly title: Bilingual;
  readonly items: readonly DefaultChecklistItem[];
}

const external = (en: string, fr: string): DefaultChecklistItem => ({ description: { fr, en }, external: true });
const internal = (en: string, fr: string): DefaultChecklistItem => ({ description: { fr, en }, external: false });
const category = (en: string, fr: string, items: readonly DefaultChecklistItem[]): DefaultChecklistCategory => ({
  title: { fr, en },
  items,
});

const customerDocuments = category("Customer documents", "Documents du client", [
  external("Driver's licence", "Permis de conduire"),
  external("Proof of income", "Preuve de revenu"),
  external("Proof of address", "Preuve de résidence"),
  external("Void cheque", "Spécimen de chèque"),
]);

const vehicle = category("Vehicle", "Véhicule", [
  external("Dealer invoice", "Facture du concessionnaire"),
  external("Vehicle registration", "Certificat d'immatriculation"),
  external("Proof of insurance", "Preuve d'assurance"),
  external("Vehicle and odometer photos", "Photos du véhicule et de l'odomètre"),
]);

const vehicleReview = (extra: DefaultChecklistItem): DefaultChecklistCategory =>
  category("Internal review", "Vérifications internes", [
    internal("Credit report reviewed", "Dossier de crédit vérifié"),
    internal("Income confirmed by phone", "Revenu confirmé par téléphone"),
    internal("Movable rights register (RDPRM) search", "Recherche au RDPRM"),
    extra,
    internal("Final approval", "Approbation finale"),
  ]);

/** The default template of each product (A §2: items grouped under category titles). */
export const defaultChecklistTemplates: Readonly<Record<ContractProduct, readonly DefaultChecklistCategory[]>> = {
  lease: [
    customerDocuments,
    vehicle,
    category("Signatures", "Signatures", [
      external("Signed lease contract", "Contrat de location signé"),
      external("Signed co-lessee documents", "Documents du colocataire signés"),
    ]),
    vehicleReview(internal("Security deposit received", "Dépôt de sécurité reçu")),
  ],
  finance: [
    customerDocuments,
    vehicle,
    category("Signatures", "Signatures", [
      external("Signed financing contract", "Contrat de financement signé"),
      external("Signed co-borrower documents", "Documents du coemprunteur signés"),
    ]),
    vehicleReview(internal("Down payment received", "Mise de fonds reçue")),
  ],
  microCredit: [
    category("Identity", "Identité", [
      external("Photo ID", "Pièce d'identité avec photo"),
      external("Proof of address", "Preuve de résidence"),
    ]),
    category("Income and bank", "Revenus et banque", [
      external("Bank verification completed", "Vérification bancaire complétée"),
      external("Proof of income", "Preuve de revenu"),
      external("Signed loan contract", "Contrat de prêt signé"),
    ]),
    category("Internal review", "Vérifications internes", [
      internal("Credit report reviewed", "Dossier de crédit vérifié"),
      internal("Employer contacted", "Employeur contacté"),
      internal("References contacted", "Références contactées"),
      internal("Funds transfer sent", "Virement des fonds envoyé"),
    ]),
  ],
};

/** The default template of `product`; an unknown product gets an empty list. */
export const defaultChecklistTemplate = (product: string): readonly DefaultChecklistCategory[] =>
  Object.hasOwn(defaultChecklistTemplates, product) ? defaultChecklistTemplates[product as ContractProduct] : [];
