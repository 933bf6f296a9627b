// The operator's phone line, shown in the toolbar of the home page. This one is a stand-in: a number
// from the French range ARCEP keeps for fiction (01 99 00 xx xx), to be replaced by the real line.
export const CONTACT_PHONE = { display: '+33 1 99 00 12 34', dial: '+33199001234' };
