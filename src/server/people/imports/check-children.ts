import { type Errors, type Get, type Take, readAmount, readDate, readName, readYesNo } from './cells';

/**
 * A children's row read (docs/importing.md): the child's name as the site keeps it (first
 * and family name), the age from the date of birth, and the guardian's consent to the
 * public listing (docs/children-protection.md: who gave it and when); without it the child is
 * imported unlisted.
 */
export interface ChildRow {
  ref: string | null;
  firstName: string;
  /** First and family name: what staff see. */
  name: string;
  birthDate: string;
  age: number;
  location: string | null;
  story: string | null;
  monthlySupport: number;
  listing: boolean;
  consentGivenBy: string | null;
  consentGivenOn: string | null;
  /** The photo's file name in the ZIP sent with the file. */
  photo: string | null;
  /** Set once the photo is read: the stored picture's address. */
  photoUrl?: string;
}

const GENDERS = ['girl', 'boy', 'f', 'm', 'female', 'male', 'fille', 'garçon', 'garcon', 'umukobwa', 'umuhungu'];

/** Whole years from `birth` to `today` (both YYYY-MM-DD). */
export function yearsBetween(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export function readChild(get: Get, take: Take, errors: Errors, today: string): ChildRow | null {
  const firstName = take('first_name', (t) => readName(t, 60), true);
  const lastName = take('last_name', (t) => readName(t, 60));
  const birthDate = take('birth_date', readDate, true);
  let age = 0;
  if (birthDate) {
    age = yearsBetween(birthDate, today);
    if (birthDate > today) errors.push({ column: 'birth_date', message: 'is in the future' });
    else if (age < 1)
      errors.push({ column: 'birth_date', message: 'is less than a year ago: children are listed from age 1' });
    else if (age > 25) errors.push({ column: 'birth_date', message: 'is more than 25 years ago' });
  }
  const gender = get('gender').trim().toLowerCase();
  if (gender && !GENDERS.includes(gender)) errors.push({ column: 'gender', message: 'is not girl or boy' });
  const location = take('centre', (t) => readName(t, 120));
  const story = get('story').trim() || null;
  if (story && story.length > 5000) errors.push({ column: 'story', message: 'is longer than 5000 characters' });
  const support = take('monthly_support', (t) => readAmount(t), true);
  const listing = take('listing_consent', readYesNo) ?? false;
  const consentGivenBy = take('consent_guardian', (t) => readName(t, 120));
  const consentGivenOn = take('consent_date', readDate);
  if (listing && !consentGivenBy && !errors.some((e) => e.column === 'consent_guardian'))
    errors.push({ column: 'consent_guardian', message: 'is required with a listing consent' });
  if (listing && !consentGivenOn && !errors.some((e) => e.column === 'consent_date'))
    errors.push({ column: 'consent_date', message: 'is required with a listing consent' });
  if (consentGivenOn && consentGivenOn > today) errors.push({ column: 'consent_date', message: 'is in the future' });
  if (errors.length) return null;
  return {
    ref: get('ref').trim() || null,
    firstName: firstName!,
    name: lastName ? `${firstName} ${lastName}` : firstName!,
    birthDate: birthDate!,
    age,
    location,
    story,
    monthlySupport: support!.amount,
    listing,
    consentGivenBy,
    consentGivenOn,
    photo: get('photo').trim() || null,
  };
}
