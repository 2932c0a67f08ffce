import { redirect } from 'react-router';

/** The About page's Volunteer button: the form lives on Get Involved. */
export function loader() {
  throw redirect('/getinvolved#volunteer');
}

export default function Volunteer() {
  return null;
}
