import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../shared/styles.css";
import { LeadApp } from "./LeadApp.js";

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><LeadApp /></StrictMode>);
