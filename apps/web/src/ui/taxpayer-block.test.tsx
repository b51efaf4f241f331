import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaxpayerDisplayMode, type TaxpayerInfo } from '@efile/contracts';
import { TaxpayerBlock } from './taxpayer-block';

const joint: TaxpayerInfo = {
  taxpayerId: '100001',
  taxpayerType: 1,
  taxpayer: {
    name1: 'Taxpayer',
    name2: 'Jane',
    middleInitial: 'Q',
    taxpayerFederalId: '900000001',
    businessPhoneNumber: null,
  },
  jointFiler: { name1: 'Taxpayer', name2: 'John', middleInitial: 'R', taxpayerFederalId: '900000002' },
  address: { streetNumber: '1200 Euclid Ave Apt 4', city: 'Cleveland', state: 'OH', zip: '441151234' },
};
const business: TaxpayerInfo = {
  taxpayerId: '200001',
  taxpayerType: 2,
  taxpayer: {
    name1: 'Acme Widgets LLC',
    name2: 'Acme',
    middleInitial: null,
    taxpayerFederalId: '340000001',
    businessPhoneNumber: '2165550100',
  },
  jointFiler: null,
  address: { streetNumber: '55 Public Sq', city: 'Cleveland', state: 'OH', zip: '44113' },
};

/** The block's facts as "label: value" lines. */
function facts(info: TaxpayerInfo, mode: TaxpayerDisplayMode): string[] {
  render(<TaxpayerBlock info={info} loading={false} failed={false} mode={mode} />);
  const list = within(screen.getByRole('region')).getAllByRole('term');
  return list.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

describe('taxpayer data display block', () => {
  afterEach(cleanup);

  it('city tax form mode: name, masked federal ID, the joint filer and the zip as 5-4', () => {
    expect(facts(joint, TaxpayerDisplayMode.CityTaxForm)).toEqual([
      'Name: Jane Q Taxpayer',
      'Social Security number: •••-••-0001',
      'Joint filer: John R Taxpayer',
      'Address: 1200 Euclid Ave Apt 4, Cleveland, OH 44115-1234',
    ]);
  });

  it('exemption and estimates modes leave out what they do not need', () => {
    expect(facts(joint, TaxpayerDisplayMode.ExemptionCertificate)).toHaveLength(3);
    cleanup();
    expect(facts(joint, TaxpayerDisplayMode.EstimatesAndCredits)).toEqual([
      'Name: Jane Q Taxpayer',
      'Taxpayer ID: 100001',
    ]);
    cleanup();
    expect(facts(business, TaxpayerDisplayMode.EstimatesAndCredits)).toEqual([
      'Name: Acme Widgets LLC',
      'Taxpayer ID: 200001',
    ]);
  });

  it('business mode: business and alternate names, EIN masked, phone', () => {
    expect(facts(business, TaxpayerDisplayMode.Business)).toEqual([
      'Business name: Acme Widgets LLC',
      'Alternate name: Acme',
      'Taxpayer ID: 200001',
      'EIN: ••-•••0001',
      'Business phone: (216) 555-0100',
      'Address: 55 Public Sq, Cleveland, OH 44113',
    ]);
  });
});
