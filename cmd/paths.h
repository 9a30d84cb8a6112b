#define TT_DICTDIR "/usr/local/share/tt"
