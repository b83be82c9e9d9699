import en from './en.json';
import it_ from './it.json';
import dataEn from './your-data/en.json';
import dataIt from './your-data/it.json';
import { describeCatalogues } from '../../../test/catalogues.ts';

describeCatalogues('profile', en, it_);
describeCatalogues('profile data', dataEn, dataIt);
