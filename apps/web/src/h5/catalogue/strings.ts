import { registerCatalogueStrings } from '#features/catalogue';

// These screens read `catalogue:…` keys (the 专栏 and teacher strings live with the desktop pages); the
// feature's entry is free of side effects, so they register the namespace themselves.
registerCatalogueStrings();
