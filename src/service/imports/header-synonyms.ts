/**
 * The names people give a file's columns for the fields every CRM has, in English and in the languages of the
 * countries Steward ships addresses and word lists for (German, French, Dutch, Spanish, Italian, Portuguese). A
 * header is looked up once folded (columnKey); the fields are the API names a record type may call the field by,
 * the most usual first: a Lead's address is Street and City, a Contact's MailingStreet, an Account's BillingStreet.
 */
interface HeaderSynonyms {
  fields: readonly string[];
  headers: readonly string[];
}

const address = (part: string) => [
  part,
  `Mailing${part}`,
  `Billing${part}`,
  `Shipping${part}`,
  `Other${part}`,
];

export const HEADER_SYNONYMS: readonly HeaderSynonyms[] = [
  {
    fields: ['FirstName'],
    headers: [
      'Given name',
      'Forename',
      'Christian name',
      'First',
      'Vorname',
      'Prénom',
      'Voornaam',
      'Roepnaam',
    ],
  },
  {
    fields: ['LastName'],
    headers: [
      'Surname',
      'Family name',
      'Last',
      'Nachname',
      'Familienname',
      'Nom de famille',
      'Nom',
      'Achternaam',
      'Apellido',
      'Apellidos',
      'Cognome',
      'Sobrenome',
    ],
  },
  {
    // An Account's own name is its company: Name where the type has no Company.
    fields: ['Company', 'Name'],
    headers: [
      'Organisation',
      'Organization',
      'Organisation name',
      'Organization name',
      'Company name',
      'Business',
      'Business name',
      'Employer',
      'Firma',
      'Unternehmen',
      'Société',
      'Entreprise',
      'Bedrijf',
      'Bedrijfsnaam',
      'Empresa',
      'Azienda',
    ],
  },
  {
    fields: ['Title'],
    headers: ['Job title', 'Position', 'Role', 'Funktion', 'Titel', 'Fonction', 'Functie', 'Cargo', 'Ruolo'],
  },
  {
    fields: ['Email'],
    headers: [
      'E-mail address',
      'Email address',
      'Mail',
      'E-Mail-Adresse',
      'Courriel',
      'Adresse e-mail',
      'E-mailadres',
      'Correo',
      'Correo electrónico',
      'Posta elettronica',
    ],
  },
  {
    fields: ['Phone'],
    headers: [
      'Telephone',
      'Telephone number',
      'Phone number',
      'Tel',
      'Tel.',
      'Telefon',
      'Telefonnummer',
      'Téléphone',
      'Telefoon',
      'Telefoonnummer',
      'Teléfono',
      'Telefono',
    ],
  },
  {
    fields: ['MobilePhone', 'Phone'],
    headers: [
      'Mobile',
      'Mobile number',
      'Cell',
      'Cell phone',
      'Handy',
      'Mobil',
      'Portable',
      'Mobiel',
      'Móvil',
      'Cellulare',
    ],
  },
  {
    fields: ['Website'],
    headers: ['URL', 'Web', 'Web site', 'Homepage', 'Site web', 'Webseite', 'Sitio web', 'Sito web'],
  },
  {
    fields: address('Street'),
    headers: [
      'Address',
      'Street address',
      'Address line 1',
      'Street',
      'Straße',
      'Strasse',
      'Adresse',
      'Rue',
      'Adres',
      'Straat',
      'Dirección',
      'Calle',
      'Indirizzo',
      'Via',
      'Morada',
    ],
  },
  {
    fields: address('City'),
    headers: [
      'Town',
      'City',
      'Locality',
      'Ort',
      'Stadt',
      'Ville',
      'Plaats',
      'Woonplaats',
      'Ciudad',
      'Città',
      'Cidade',
    ],
  },
  {
    fields: address('PostalCode'),
    headers: [
      'ZIP',
      'ZIP code',
      'Postcode',
      'Post code',
      'Postal code',
      'PLZ',
      'Postleitzahl',
      'Code postal',
      'Código postal',
      'CAP',
      'Codice postale',
    ],
  },
  {
    fields: address('State'),
    headers: ['County', 'Province', 'Region', 'Bundesland', 'Région', 'Provincie', 'Provincia', 'Estado'],
  },
  {
    fields: address('Country'),
    headers: ['Nation', 'Land', 'Pays', 'País', 'Paese'],
  },
];
