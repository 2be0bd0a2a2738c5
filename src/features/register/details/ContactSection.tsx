import type { ContactPerson } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { textFor } from "../../../i18n/lookup";
import { useReferenceName } from "../referenceLists";
import { FactList, type Fact } from "./FactList";
import { mailtoAddress } from "./links";

const TEXTS = DETAILS_TEXTS.contact;

/**
 * The operator's contact person. The API leaves it out for users who may not see personal data;
 * they learn why instead of finding the heading empty.
 */
export function ContactSection({
  contact,
}: {
  contact: ContactPerson | undefined;
}) {
  return (
    <>
      <h3>{TEXTS.heading}</h3>
      {contact ? <ContactFacts contact={contact} /> : <p>{TEXTS.withheld}</p>}
    </>
  );
}

function ContactFacts({ contact }: { contact: ContactPerson }) {
  // "Frau Mag.a Maria Huber", as letters address people; without a salutation the gender is named.
  const salutation = textFor(TEXTS.salutations, contact.genderCode);
  const name = [salutation, contact.title, contact.firstName, contact.lastName]
    .filter(Boolean)
    .join(" ");
  const facts: Fact[] = [{ term: TEXTS.name, value: name }];
  if (!salutation)
    facts.push({
      term: TEXTS.gender,
      value: <GenderName code={contact.genderCode} />,
    });
  facts.push(
    {
      term: TEXTS.phone,
      value: (
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>
          {contact.phone}
        </a>
      ),
    },
    { term: TEXTS.email, value: <MailLink address={contact.email} /> },
  );
  return <FactList facts={facts} />;
}

/** A link to write to; an address that is none a link could carry safely stays text. */
function MailLink({ address }: { address: string }) {
  const href = mailtoAddress(address);
  return href ? <a href={href}>{address}</a> : <>{address}</>;
}

/** Named from the genders list; the code while it loads or when it failed. */
function GenderName({ code }: { code: string }) {
  return <>{useReferenceName("genders", code) ?? code}</>;
}
