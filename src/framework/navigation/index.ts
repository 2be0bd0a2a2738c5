export { BurgerMenu } from "./BurgerMenu";
export { MainNavigation } from "./MainNavigation";
export { Sidebar } from "./Sidebar";
export { useNavigation } from "./useNavigation";
