import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../shared/styles.css";
import "./lead.css";
import { LeadApp } from "./LeadApp.js";
import { resetLeadSession } from "./session.js";

// C §2: the lead app starts with the user session values reset (an anonymous applicant).
resetLeadSession();
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><LeadApp /></StrictMode>);
