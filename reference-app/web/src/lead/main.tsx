import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../shared/styles.css";
import "./lead.css";
import { LeadApp } from "./LeadApp.js";
import { LeadSessionProvider } from "./LeadSession.js";

// C §2: the lead app starts with the user session values reset (an anonymous applicant): the provider opens the session.
const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <LeadSessionProvider>
        <LeadApp />
      </LeadSessionProvider>
    </StrictMode>,
  );
