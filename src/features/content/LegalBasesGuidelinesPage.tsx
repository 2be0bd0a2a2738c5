import { T } from "../../i18n/de";
import { ContentPage } from "./ContentPage";

export function LegalBasesGuidelinesPage() {
  return (
    <ContentPage
      title={T.routes.legalBasesGuidelines}
      path="legal-bases-guidelines"
    />
  );
}
