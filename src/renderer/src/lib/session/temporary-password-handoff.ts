/**
 * The temporary password a user just signed in with, handed from the sign-in form to the
 * set-new-password page, which the gateway asks for as proof (`auth.setNewPassword`). It lives in
 * this module's memory only, never in the address, the history's state or any storage, and for
 * one navigation: the page takes it once, and a reload or another tab finds nothing and asks for it.
 */
let handedOver: { email: string; password: string } | null = null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function handOverTemporaryPassword(email: string, password: string): void {
  handedOver = { email, password };
}

/** The password handed over for this account, if any; it is forgotten as it is taken. */
export function takeTemporaryPassword(email: string): string | null {
  const taken = handedOver !== null && sameEmail(handedOver.email, email) ? handedOver.password : null;
  handedOver = null;
  return taken;
}
