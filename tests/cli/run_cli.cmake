# Runs cityofrome-cli once as a real process and checks its exit code and output.
#   cmake -DCLI=<binary> -DARGS="a|b|c" [-DSTDIN=file] -DEXPECT_EXIT=n
#         [-DEXPECT_STDOUT=regex] [-DEXPECT_STDERR=regex] -P run_cli.cmake
# ARGS are separated by "|" because ";" would be split by add_test.
cmake_minimum_required(VERSION 3.25)
string(REPLACE "|" ";" args "${ARGS}")
set(input)
if(DEFINED STDIN)
    set(input INPUT_FILE "${STDIN}")
endif()
execute_process(COMMAND "${CLI}" ${args} ${input}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "${EXPECT_EXIT}")
    message(FATAL_ERROR "exit code ${code}, expected ${EXPECT_EXIT}\nstdout: ${out}\nstderr: ${err}")
endif()
if(DEFINED EXPECT_STDOUT AND NOT out MATCHES "${EXPECT_STDOUT}")
    message(FATAL_ERROR "stdout does not match '${EXPECT_STDOUT}':\n${out}")
endif()
if(DEFINED EXPECT_STDERR AND NOT err MATCHES "${EXPECT_STDERR}")
    message(FATAL_ERROR "stderr does not match '${EXPECT_STDERR}':\n${err}")
endif()
# The contract: a failure prints exactly one line `error: …` and nothing on stdout.
if(NOT code STREQUAL "0" AND NOT err MATCHES "^error: [^\n]*\n$")
    message(FATAL_ERROR "stderr is not one line `error: …`:\n${err}")
endif()
if(code STREQUAL "2" AND NOT out STREQUAL "")
    message(FATAL_ERROR "bad input, yet something on stdout:\n${out}")
endif()
