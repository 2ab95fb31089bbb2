// Debian's libxml2 is built with ICU, so <libxml/encoding.h> pulls in the system's
// <unicode/*.h>, which clashes with the ICU that Foundation ships ("'UErrorCode' has
// different definitions in different modules"). Undefining the flag before the parser
// headers keeps ICU out of this module.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlmemory.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
