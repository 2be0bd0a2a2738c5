import { T } from "../../i18n/de";
import { ContentPage } from "./ContentPage";

export function EnvironmentalInspectionPage() {
  return (
    <ContentPage
      title={T.routes.environmentalInspection}
      path="environmental-inspection"
    />
  );
}
