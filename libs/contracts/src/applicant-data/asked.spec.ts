import { askedAfterVisit, askedBeforeVisit, askedForLease } from './asked';
import { applicantPolicy } from './policy';

describe('what a page says is asked, before and after the visit', () => {
  it('says a name and one means of contact in Brussels, then resources and household', () => {
    const brussels = applicantPolicy('BE-BRU', 'rent');
    expect(askedBeforeVisit(brussels)).toEqual(['name', 'contactOneOf']);
    expect(askedAfterVisit(brussels)).toEqual(['occupants', 'monthlyResources']);
    expect(askedForLease(brussels)).toEqual(['civilStatus', 'dateOfBirth', 'currentAddress', 'identityDocument']);
  });

  it('says the search criteria in France, then resources, a guarantor and the documents', () => {
    const paris = applicantPolicy('FR', 'rent');
    expect(askedBeforeVisit(paris)).toEqual(['name', 'contactAll', 'moveInDate', 'occupants', 'maxRent']);
    expect(askedAfterVisit(paris)).toEqual(['monthlyResources', 'guarantor', 'documents']);
  });

  it('keeps the budget of a sale for after the visit', () => {
    const sale = applicantPolicy('FR', 'sale');
    expect(askedBeforeVisit(sale)).toEqual(['name', 'contactAll', 'projectKind', 'purchaseHorizon']);
    expect(askedAfterVisit(sale)).toEqual(['maxBudget']);
  });
});
