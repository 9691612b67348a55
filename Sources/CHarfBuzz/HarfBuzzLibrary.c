// HarfBuzzLibrary: the HarfBuzz functions the kiosk calls, forwarded to the library once it is open.
#include "CHarfBuzz.h"

#include <CDynamicLibrary.h>

#define KIOSK_HARFBUZZ_FUNCTIONS(RETURNS, VOID, RESOLVED)                                                              \
    RETURNS(hb_blob_t *, hb_blob_create_from_file, (const char *file_name), (file_name))                               \
    VOID(hb_blob_destroy, (hb_blob_t * blob), (blob))                                                                  \
    RETURNS(hb_face_t *, hb_face_create, (hb_blob_t * blob, unsigned int index), (blob, index))                         \
    VOID(hb_face_destroy, (hb_face_t * face), (face))                                                                  \
    RETURNS(hb_font_t *, hb_font_create, (hb_face_t * face), (face))                                                    \
    VOID(hb_font_destroy, (hb_font_t * font), (font))                                                                  \
    VOID(hb_ot_font_set_funcs, (hb_font_t * font), (font))                                                             \
    VOID(hb_font_set_scale, (hb_font_t * font, int x_scale, int y_scale), (font, x_scale, y_scale))                    \
    RETURNS(hb_buffer_t *, hb_buffer_create, (void), ())                                                               \
    VOID(hb_buffer_destroy, (hb_buffer_t * buffer), (buffer))                                                          \
    VOID(hb_buffer_clear_contents, (hb_buffer_t * buffer), (buffer))                                                   \
    VOID(hb_buffer_add_utf32,                                                                                          \
         (hb_buffer_t * buffer, const uint32_t *text, int text_length, unsigned int item_offset, int item_length),     \
         (buffer, text, text_length, item_offset, item_length))                                                        \
    VOID(hb_buffer_set_direction, (hb_buffer_t * buffer, hb_direction_t direction), (buffer, direction))               \
    VOID(hb_buffer_set_script, (hb_buffer_t * buffer, hb_script_t script), (buffer, script))                           \
    VOID(hb_shape, (hb_font_t * font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features),   \
         (font, buffer, features, num_features))                                                                       \
    RETURNS(hb_glyph_info_t *, hb_buffer_get_glyph_infos, (hb_buffer_t * buffer, unsigned int *length), (buffer, length)) \
    RETURNS(hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t * buffer, unsigned int *length),        \
            (buffer, length))                                                                                          \
    RETURNS(hb_unicode_funcs_t *, hb_unicode_funcs_get_default, (void), ())                                            \
    RETURNS(hb_script_t, hb_unicode_script, (hb_unicode_funcs_t * ufuncs, hb_codepoint_t unicode), (ufuncs, unicode))

KIOSK_LIBRARY(KIOSK_HARFBUZZ_SONAME, kiosk_harfbuzz_load, KIOSK_HARFBUZZ_FUNCTIONS)
