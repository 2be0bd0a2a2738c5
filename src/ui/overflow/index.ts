export { fitCount } from "./fitCount";
export { useFitCount } from "./useFitCount";
