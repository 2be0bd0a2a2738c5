import { natippcProps, startPortal } from "../../shared/portal";
import { loadNatippc } from "./natippc";

// Without the container and setBreadcrumbs, IPPC Austria makes its own container at the end of <body>
// and shows its own breadcrumbs.
startPortal(loadNatippc, natippcProps({ providesContainer: false }));
