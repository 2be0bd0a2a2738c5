import { startPortal } from "../../shared/portal";
import { hostProps, loadNatippc } from "./natippc";

startPortal(loadNatippc, hostProps);
