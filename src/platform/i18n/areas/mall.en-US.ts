import type { Widen } from '../widen';
import type { mallZhCN } from './mall';

/** Company intro (/mall/detail): en-US, the same keys (checked by the type). */
const mallEnUS: Widen<typeof mallZhCN> = {
  tabsLabel: 'Company intro sections',
  tabs: {
    about: 'About us',
    honor: 'Honours',
    report: 'Reports',
    certification: 'Certificates',
  },
  about: {
    title: 'Mingyuan Tea',
    slogan: 'Good tea from the hills of Fujian, from garden to cup',
    p1: "Founded in 2009 and based in Fuzhou, Fujian, Fujian Mingyuan Tea Technology Co., Ltd. runs its own tea gardens and processing bases in Zhao'an (Zhangzhou) and the Wuyi Mountains (Nanping), 3,200 mu in all. We grow, process, research and sell our teas ourselves.",
    p2: "Our Zhao'an garden lies at 23° north in the hills of southern Fujian, where the soil is naturally rich in selenium. Third-party sampling measured 0.52 mg/kg of selenium in our finished Zhao'an oolong, within the 0.25–4.00 mg/kg range of the NY/T 600 selenium-enriched tea standard.",
    p3: 'The Fu brick tea of our Wuyi workshop keeps the traditional pressing and "flowering" craft: the Eurotium cristatum ("golden flower") fungus grows plump and evenly through the brick. Tests counted 120×10⁴ CFU/g, well above the minimum of 20×10⁴ CFU/g set by GB/T 9833.3 for Fu brick tea.',
    note: 'Figures are from batches tested in 2026 and vary slightly between batches; the report shipped with your order applies. Tea is an everyday drink and no substitute for medical treatment.',
    statSelenium: 'Selenium',
    statSeleniumValue: '0.52 mg/kg',
    statFungus: 'Golden flower',
    statFungusValue: '120×10⁴ CFU/g',
    statGarden: 'Own gardens',
    statGardenValue: '3,200 mu',
    garden: "Zhao'an selenium-rich tea garden",
    workshop: 'Wuyi Fu tea workshop',
    tasting: 'Fuzhou tasting centre',
  },
  honor: {
    title: 'Honours',
    intro: 'For more than ten years quality has come first; these are the honours it has earned us.',
    leading: 'Key leading enterprise in agricultural industrialisation',
    gold: 'Gold award, Straits Tea Expo',
    brand: 'Consumer-trusted tea brand',
  },
  report: {
    title: 'Inspection reports',
    intro: 'Every batch is tested by a CMA-accredited third-party laboratory before it leaves the factory. These are the 2026 reports.',
    selenium: 'Selenium content report, selenium-rich oolong',
    fungus: 'Eurotium cristatum (golden flower) report, Fu brick tea',
    pesticide: 'Pesticide residue report',
  },
  certification: {
    title: 'Certificates',
    intro: 'From growing to production and sales, we hold every licence the law requires:',
    license: 'Food production licence',
    organic: 'Organic product certificate',
    iso: 'ISO 22000 food safety management certificate',
  },
  image: '{title} (picture {index})',
  viewImage: 'View full size: {title}',
  viewerHint: 'Swipe for more; tap the picture to close',
};

export default mallEnUS;
