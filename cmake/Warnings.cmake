# cor_warnings(<target>): the project's warning set, as errors, for GCC and Clang.
# Applied PRIVATE, so it never leaks into targets that link <target>.
function(cor_warnings target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE
            -Wall
            -Wextra
            -Wpedantic
            -Wshadow
            -Wnon-virtual-dtor
            -Wold-style-cast
            -Woverloaded-virtual
            -Wnull-dereference
            -Wimplicit-fallthrough
            -Werror
        )
    endif()
endfunction()
