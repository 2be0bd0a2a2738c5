import { createRoot } from "react-dom/client";
import { Shell } from "./Shell";
import "./shell.css";

const container = document.getElementById("portal");
if (container) createRoot(container).render(<Shell />);
