# The German translation is complete: every translatable text of the sources as they are now
# (lupdate into a copy of the .ts) has a finished German translation (lrelease: 0 unfinished).
# Inputs: LUPDATE, LRELEASE, TS (the German .ts), ROOT (the repository, for includes), SOURCES
# (;-separated), WORK (scratch dir).
file(MAKE_DIRECTORY ${WORK})
configure_file(${TS} ${WORK}/check_de.ts COPYONLY)
execute_process(COMMAND ${LUPDATE} -silent -no-obsolete -locations none -I ${ROOT} ${SOURCES}
                        -ts ${WORK}/check_de.ts
                RESULT_VARIABLE updated)
if(NOT updated EQUAL 0)
    message(FATAL_ERROR "lupdate failed")
endif()
execute_process(COMMAND ${LRELEASE} ${WORK}/check_de.ts -qm ${WORK}/check_de.qm
                OUTPUT_VARIABLE released ERROR_VARIABLE released)
message(STATUS "${released}")
if(NOT released MATCHES "finished and 0 unfinished")
    message(FATAL_ERROR "German texts missing; run: cmake --build --preset release --target "
                        "update_translations, then translate translations/cityofrome_de.ts")
endif()
