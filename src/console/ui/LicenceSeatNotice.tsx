import { Alert } from '@mui/material';

/** Stands where records would be for a user without an API licence seat, in words they can act on. */
export function LicenceSeatNotice() {
  return (
    <Alert severity="info">
      Reading records needs an API licence seat. Ask an administrator to assign you one.
    </Alert>
  );
}
