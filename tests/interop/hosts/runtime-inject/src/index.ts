import { natippcProps, startPortal } from "../../shared/portal";
import { loadNatippc } from "./natippc";

startPortal(loadNatippc, natippcProps({ providesContainer: true }));
