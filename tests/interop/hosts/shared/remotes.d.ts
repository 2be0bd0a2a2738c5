declare module "natippc/App" {
  import type { LifeCycleFn } from "single-spa";

  export const bootstrap: LifeCycleFn<object>;
  export const mount: LifeCycleFn<object>;
  export const unmount: LifeCycleFn<object>;
}
