// LocaleDecimalMarks: which locales write prices with a decimal comma, as CLDR says.

/// The decimal mark of every locale CLDR knows (1034 identifiers, `de_DE`, `fr`, `pt_BR`…), as
/// ICU 74's CLDR data gives them through Foundation's `Locale.decimalSeparator`: a table of its
/// own because the kiosk links only FoundationEssentials, whose `Locale` has no ICU data behind
/// it (`OCRTests.LocaleDecimalMarksTests` checks every entry against Foundation's answer). The
/// Arabic decimal separator (٫, 44 locales) is no comma and counts as a point, as
/// before: OCR reads only `.` and `,`.
enum LocaleDecimalMarks {
    /// Whether `identifier` (exactly as CLDR spells it, `_` between its parts) writes a decimal
    /// comma; nil for an identifier CLDR does not know.
    static func usesComma(_ identifier: String) -> Bool? {
        if commaLocales.contains(identifier) { return true }
        if pointLocales.contains(identifier) { return false }
        return nil
    }

    static let commaLocales = Set(
        """
        af af_NA af_ZA agq agq_CM ar_DZ ar_LY ar_MA ar_TN ast ast_ES az az_Cyrl az_Cyrl_AZ az_Latn
        az_Latn_AZ bas bas_CM be be_BY bg bg_BG blo blo_BJ br br_FR bs bs_Cyrl bs_Cyrl_BA bs_Latn bs_Latn_BA
        ca ca_AD ca_ES ca_FR ca_IT cs cs_CZ cv cv_RU da da_DK da_GL de de_AT de_BE de_DE de_IT de_LU dsb
        dsb_DE dua dua_CM dyo dyo_SN el el_CY el_GR en_AL en_AR en_AT en_BE en_BG en_BR en_CL en_CO en_CV
        en_CZ en_DE en_DK en_EE en_FI en_FR en_GR en_HU en_ID en_LT en_LV en_NL en_NO en_PL en_PT en_RU
        en_SE en_SI en_SK en_TR en_UA en_ZA eo eo_001 es es_003 es_AR es_BO es_BQ es_CL es_CO es_CR es_CW
        es_EA es_EC es_ES es_GQ es_HT es_IC es_PH es_PY es_UY es_VE et et_EE eu eu_ES ewo ewo_CM ff ff_Latn
        ff_Latn_BF ff_Latn_CM ff_Latn_GH ff_Latn_GM ff_Latn_GN ff_Latn_GW ff_Latn_LR ff_Latn_MR ff_Latn_NE
        ff_Latn_NG ff_Latn_SL ff_Latn_SN fi fi_FI fo fo_DK fo_FO fr fr_BE fr_BF fr_BI fr_BJ fr_BL fr_CA
        fr_CD fr_CF fr_CG fr_CH fr_CI fr_CM fr_DJ fr_DZ fr_FR fr_GA fr_GF fr_GN fr_GP fr_GQ fr_HT fr_KM
        fr_LU fr_MA fr_MC fr_MF fr_MG fr_ML fr_MQ fr_MR fr_MU fr_NC fr_NE fr_PF fr_PM fr_RE fr_RW fr_SC
        fr_SN fr_SY fr_TD fr_TG fr_TN fr_VU fr_WF fr_YT fur fur_IT fy fy_NL gl gl_ES hr hr_BA hr_HR hsb
        hsb_DE hu hu_HU hy hy_AM ia ia_001 id id_ID ie ie_EE is is_IS it it_IT it_SM it_VA jgo jgo_CM jv
        jv_ID ka ka_GE kab kab_DZ kea kea_CV kgp kgp_BR kk kk_Cyrl kk_Cyrl_KZ kk_KZ kkj kkj_CM kl kl_GL ksf
        ksf_CM ksh ksh_DE ku ku_TR ky ky_KG lb lb_LU lij lij_IT lmo lmo_IT ln ln_AO ln_CD ln_CF ln_CG lo
        lo_LA lt lt_LT lu lu_CD lv lv_LV mgh mgh_MZ mk mk_MK ms_Arab_BN ms_BN ms_ID mua mua_CM nb nb_NO
        nb_SJ nds nds_DE nds_NL nl nl_AW nl_BE nl_BQ nl_CW nl_NL nl_SR nl_SX nmg nmg_CM nn nn_NO nnh nnh_CM
        no nr nr_ZA oc oc_ES oc_FR os os_GE os_RU pl pl_PL prg prg_PL pt pt_AO pt_BR pt_CH pt_CV pt_FR pt_GQ
        pt_GW pt_LU pt_MO pt_MZ pt_PT pt_ST pt_TL qu_BO rn rn_BI ro ro_MD ro_RO ru ru_BY ru_KG ru_KZ ru_MD
        ru_RU ru_UA rw rw_RW sah sah_RU sc sc_IT se se_FI se_NO se_SE seh seh_MZ sg sg_CF shi shi_Latn
        shi_Latn_MA shi_Tfng shi_Tfng_MA sk sk_SK sl sl_SI smn smn_FI sq sq_AL sq_MK sq_XK sr sr_Cyrl
        sr_Cyrl_BA sr_Cyrl_ME sr_Cyrl_RS sr_Cyrl_XK sr_Latn sr_Latn_BA sr_Latn_ME sr_Latn_RS sr_Latn_XK ss
        ss_SZ ss_ZA su su_Latn su_Latn_ID sv sv_AX sv_FI sv_SE sw_CD szl szl_PL tg tg_TJ tk tk_TM tok
        tok_001 tr tr_CY tr_TR ts ts_ZA tt tt_RU tzm tzm_MA uk uk_UA uz uz_Cyrl uz_Cyrl_UZ uz_Latn
        uz_Latn_UZ ve ve_ZA vec vec_IT vi vi_VN vmw vmw_MZ wae wae_CH wo wo_SN yav yav_CM yrl yrl_BR yrl_CO
        yrl_VE zgh zgh_MA
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    static let pointLocales = Set(
        """
        ain ain_JP ak ak_GH am am_ET apw apw_US ar ar_001 ar_AE ar_BH ar_DJ ar_EG ar_EH ar_ER ar_IL ar_IQ
        ar_JO ar_KM ar_KW ar_LB ar_MR ar_OM ar_PS ar_QA ar_SA ar_SD ar_SO ar_SS ar_SY ar_TD ar_YE arn arn_CL
        as as_IN asa asa_TZ ba ba_RU bem bem_ZM ber ber_Latn ber_Latn_MA ber_Tfng ber_Tfng_MA bez bez_TZ bgc
        bgc_IN bho bho_IN bm bm_ML bn bn_BD bn_IN bo bo_CN bo_IN brx brx_IN byn byn_ER ccp ccp_BD ccp_IN ce
        ce_RU ceb ceb_PH cgg cgg_UG cho cho_US chr chr_US cic cic_US ckb ckb_IQ ckb_IR co co_FR csw csw_CA
        cy cy_GB dav dav_KE de_CH de_LI dje dje_NE doi doi_IN dv dv_MV dz dz_BT ebu ebu_KE ee ee_GH ee_TG en
        en_001 en_150 en_AE en_AG en_AI en_AS en_AU en_BB en_BD en_BI en_BM en_BN en_BS en_BW en_BZ en_CA
        en_CC en_CH en_CK en_CM en_CN en_CX en_CY en_DG en_DM en_ER en_FJ en_FK en_FM en_GB en_GD en_GG
        en_GH en_GI en_GM en_GU en_GY en_HK en_IE en_IL en_IM en_IN en_IO en_JE en_JM en_JP en_KE en_KI
        en_KN en_KR en_KY en_LC en_LR en_LS en_MG en_MH en_MM en_MO en_MP en_MS en_MT en_MU en_MV en_MW
        en_MX en_MY en_NA en_NF en_NG en_NR en_NU en_NZ en_PG en_PH en_PK en_PN en_PR en_PW en_RW en_SA
        en_SB en_SC en_SD en_SG en_SH en_SL en_SS en_SX en_SZ en_TC en_TH en_TK en_TO en_TT en_TV en_TW
        en_TZ en_UG en_UM en_US en_US_POSIX en_VC en_VG en_VI en_VU en_WS en_ZM en_ZW es_419 es_AG es_BB
        es_BM es_BR es_BS es_BZ es_CA es_CU es_DM es_DO es_GD es_GT es_GY es_HN es_KN es_KY es_LC es_MX
        es_NI es_PA es_PE es_PR es_SV es_TC es_TT es_US es_VC es_VG es_VI fa fa_AF fa_IR ff_Adlm ff_Adlm_BF
        ff_Adlm_CM ff_Adlm_GH ff_Adlm_GM ff_Adlm_GN ff_Adlm_GW ff_Adlm_LR ff_Adlm_MR ff_Adlm_NE ff_Adlm_NG
        ff_Adlm_SL ff_Adlm_SN fil fil_PH ga ga_GB ga_IE gaa gaa_GH gd gd_GB gez gez_ER gez_ET gn gn_PY gsw
        gsw_CH gsw_FR gsw_LI gu gu_IN guz guz_KE gv gv_IM ha ha_GH ha_NE ha_NG haw haw_US he he_IL hi hi_IN
        hi_Latn hi_Latn_IN hmn hmn_CN ig ig_NG ii ii_CN inh io io_001 it_CH iu iu_CA ja ja_JP jbo jbo_001
        jmc jmc_TZ kaj kaj_NG kam kam_KE kcg kcg_NG kde kde_TZ khq khq_ML ki ki_KE kln kln_KE km km_KH kn
        kn_IN ko ko_CN ko_KP ko_KR kok kok_Deva kok_Deva_IN kok_Latn kok_Latn_IN kpe kpe_GN kpe_LR ks
        ks_Arab ks_Arab_IN ks_Aran_IN ks_Deva ks_Deva_IN ksb ksb_TZ kw kw_GB kxv kxv_Deva kxv_Deva_IN
        kxv_Latn kxv_Latn_IN kxv_Orya kxv_Orya_IN kxv_Telu kxv_Telu_IN lag lag_TZ lg lg_UG lkt lkt_US lrc
        lrc_IQ lrc_IR luo luo_KE lut luy luy_KE mai mai_IN mas mas_KE mas_TZ mer mer_KE mfe mfe_MU mg mg_MG
        mgo mgo_CM mi mi_NZ mic mic_CA mid mid_IQ ml ml_IN mn mn_MN mni mni_Beng mni_Beng_IN mni_Mtei
        mni_Mtei_IN moh moh_CA mr mr_IN ms ms_Arab ms_Arab_MY ms_MY ms_SG mt mt_MT mus mus_US my my_MM myv
        myv_RU mzn mzn_IR naq naq_NA nd nd_ZW ne ne_IN ne_NP nnp nnp_IN nqo nqo_GN nso nso_ZA nus nus_SS nv
        nv_US ny ny_MW nyn nyn_UG om om_ET om_KE or or_IN osa osa_US pa pa_Arab pa_Arab_PK pa_Aran_PK
        pa_Guru pa_Guru_IN pcm pcm_NG pqm pqm_CA ps ps_AF ps_PK qu qu_EC qu_PE raj raj_IN rej rej_ID
        rej_Rjng rej_Rjng_ID rhg rhg_Rohg rhg_Rohg_BD rhg_Rohg_MM rm rm_CH rof rof_TZ rwk rwk_TZ sa sa_IN
        saq saq_KE sat sat_Deva sat_Deva_IN sat_Olck sat_Olck_IN sbp sbp_TZ scn scn_IT sd sd_Arab sd_Arab_PK
        sd_Deva sd_Deva_IN ses ses_ML si si_LK sjd sje sju sm sm_AS sm_WS sn sn_ZW so so_DJ so_ET so_KE
        so_SO st st_LS st_ZA sw sw_KE sw_TZ sw_UG syr syr_IQ syr_SY ta ta_IN ta_LK ta_MY ta_SG te te_IN teo
        teo_KE teo_UG th th_TH ti ti_ER ti_ET tig tig_ER tn tn_BW tn_ZA to to_TO trv trv_TW twq twq_NE ug
        ug_CN ur ur_Arab ur_Arab_IN ur_Arab_PK ur_Aran_IN ur_Aran_PK uz_Arab uz_Arab_AF vai vai_Latn
        vai_Latn_LR vai_Vaii vai_Vaii_LR vun vun_TZ wa wa_BE wal wal_ET xh xh_ZA xnr xnr_IN xog xog_UG yi
        yi_UA yo yo_BJ yo_NG yue yue_Hans yue_Hans_CN yue_Hant yue_Hant_CN yue_Hant_HK za za_CN zh zh_Hans
        zh_Hans_CN zh_Hans_HK zh_Hans_JP zh_Hans_MO zh_Hans_MY zh_Hans_SG zh_Hant zh_Hant_CN zh_Hant_HK
        zh_Hant_JP zh_Hant_MO zh_Hant_MY zh_Hant_TW zu zu_ZA
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
