/** A bon de visite once signed: who signed it and when (ISO instant). */
export interface SignedVoucher {
  signedAt: string;
  signerName: string;
}
