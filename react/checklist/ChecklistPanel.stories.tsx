import { useState } from "react";
import type { Story } from "@ladle/react";
import { decodeChecklist, Role, type Checklist, type Lang, type RoleId, type TenantCode } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { ChecklistPanel } from "./ChecklistPanel.js";

export default { title: "Checklist panel" };

const demoChecklist = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: -1, categoryTitle: "Documents" },
      { id: 10, description: "Driver licence", isExternal: true, isCheckedExternal: true, checkedInitials: "MB", sysLogins_Id: 51 },
      { id: 11, description: "Credit check", isChecked: true, checkedInitials: "JD", sysLogins_Id: 40 },
      { id: 12, description: "Proof of income", isExternal: true, checklistNote: "Two pay stubs received; the employer letter is still missing. ".repeat(3) },
      { id: -1, categoryTitle: "Vehicle" },
      { id: 13, description: "Registration", isExternal: true },
      { id: 14, description: "Insurance", isChecked: true, isWaived: true, checkedInitials: "JD", sysLogins_Id: 40 },
    ],
  });
  return decoded.ok ? decoded.value : { items: [] };
};

/** Demo styling only: the component is unstyled and the app maps the data attributes to its palette. */
const demoCss = `
[data-lendkit="checklist-panel"] { position: fixed; top: 0; bottom: 0; width: 360px; overflow: auto; background: white; border: 1px solid #ccc; padding: 8px; }
[data-lendkit="checklist-panel"][data-side="right"] { right: 0; }
[data-lendkit="checklist-panel"][data-side="left"] { left: 0; }
[data-part="item"][data-colour="green"] { color: #1b7f3a; }
[data-part="item"][data-colour="orange"] { color: #b35c00; }
[data-part="item"][data-colour="red"] { color: #b00020; }
[data-part="item"][data-colour="grey"] { color: #6b6b6b; }
[data-part="completion"][data-colour="green"] { background: #d7f5dd; }
[data-part="completion"][data-colour="pink"] { background: #fde1ea; }
[data-part="tab"][data-selected] { font-weight: bold; }
`;

interface DemoProps {
  readonly lang: Lang;
  readonly role: RoleId;
  readonly tenant?: TenantCode;
  readonly isDisabled?: boolean;
  readonly isDirty?: boolean;
}

const Demo = ({ lang, role, tenant = "RENT", isDisabled, isDirty }: DemoProps) => {
  const [checklist, setChecklist] = useState(demoChecklist);
  const [completed, setCompleted] = useState(false);
  const user = role === Role.Admin ? { id: 40, initials: "JD" } : { id: 51, initials: "MB" };
  return (
    <LendkitProvider defaultLang={lang} role={role} tenant={tenant} user={user}>
      <style>{demoCss}</style>
      <ChecklistPanel
        checklist={checklist}
        onChange={setChecklist}
        isDisabled={isDisabled}
        isDirty={isDirty}
        isCompleted={completed}
        onCompletedChange={setCompleted}
        defaultOpen
      />
    </LendkitProvider>
  );
};

/** Admin (role 7), French: Marchand and Interne tabs, opening on Interne; Ctrl/Cmd+click waiver, Shift+click N/A. */
export const AdminFrench: Story = () => <Demo lang="fr" role={Role.Admin} />;
/** Admin, English. */
export const AdminEnglish: Story = () => <Demo lang="en" role={Role.Admin} />;
/** Merchant (role 3), French: the external list only; internal items are refused with the reason. */
export const MerchantFrench: Story = () => <Demo lang="fr" role={Role.Merchant} />;
/** Merchant, English. */
export const MerchantEnglish: Story = () => <Demo lang="en" role={Role.Merchant} />;
/** Admin of the tenant with the "Checklist completed" switch; the form is saved, so the switch flips. */
export const CompletionSwitch: Story = () => <Demo lang="fr" role={Role.Admin} tenant="CAPITAL" />;
/** Same tenant with unsaved changes: flipping the switch shows the alert. */
export const CompletionSwitchUnsaved: Story = () => <Demo lang="en" role={Role.Admin} tenant="CAPITAL" isDirty />;
/** A read-only checklist: every item grey; clicks are refused. */
export const Disabled: Story = () => <Demo lang="en" role={Role.Admin} isDisabled />;
