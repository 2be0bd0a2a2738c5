// The portal's React, taken from the share scope before any app loads, as a portal that renders with it does.
import "react";
import "react/jsx-runtime";
import "react-dom/client";
import { mountRootParcel, type Parcel } from "single-spa";
import { natippcProps, renderPortal } from "../../shared/portal";

/**
 * IPPC Austria twice on one page: two root parcels, each under a name and in a container of its own.
 * Without setBreadcrumbs each shows its own breadcrumbs. Each container says in `data-parcel` where its
 * parcel is: "mounted" once its mount is over, "unmounted" once its unmount is.
 */
const INSTANCES = [
  { name: "natippc-first", label: "Erste" },
  { name: "natippc-second", label: "Zweite" },
] as const;

const parcels = new Map<string, Parcel>();

function container(name: string): HTMLElement {
  let element = document.getElementById(name);
  if (!element) {
    element = document.createElement("section");
    element.id = name;
    document.getElementById("natippc-container")!.append(element);
  }
  return element;
}

function open(name: string): void {
  if (parcels.has(name)) return;
  const domElement = container(name);
  domElement.dataset.parcel = "mounting";
  // The parcel's name is its config's: the lifecycles of natippc/App (the remote in rspack.config.mjs).
  const parcel = mountRootParcel(
    async () => ({ ...(await import("natippc/App")), name }),
    { ...natippcProps({ providesContainer: false }), domElement },
  );
  parcels.set(name, parcel);
  void parcel.mountPromise.then(() => (domElement.dataset.parcel = "mounted"));
}

function close(name: string): void {
  const parcel = parcels.get(name);
  if (!parcel) return;
  parcels.delete(name);
  const domElement = container(name);
  domElement.dataset.parcel = "unmounting";
  void parcel.unmount().then(() => (domElement.dataset.parcel = "unmounted"));
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.addEventListener("click", onClick);
  return element;
}

renderPortal();
document.querySelector("#portal header")!.append(
  button("Beide Ansichten öffnen", () =>
    INSTANCES.forEach(({ name }) => open(name)),
  ),
  ...INSTANCES.map(({ name, label }) =>
    button(`${label} Ansicht schließen`, () => close(name)),
  ),
);
INSTANCES.forEach(({ name }) => open(name));
